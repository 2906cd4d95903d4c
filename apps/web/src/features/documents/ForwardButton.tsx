import { Button } from "@mantine/core";
import { isOpticianProfession, TEXTS, type DocumentDto, type PublicUser } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { ContactPicker } from "../contacts/ContactPicker";
import { useContactBook } from "../contacts/queries";
import { useCurrentUser } from "../session/queries";
import { replaceDocumentInLists, shareDocument } from "./queries";

/** The prescriptions a patient passes on to her pharmacy or her optician (000 §3 types). */
const FORWARDED_TYPES: readonly string[] = ["PRESC_DRUG", "PRESC_MTL", "PRESC_OPT"];

/** Whether a contact receives this kind of document: opticians the optical ones, else pharmacies. */
function receives(contact: PublicUser, optical: boolean): boolean {
  return optical
    ? contact.type === "professional" && isOpticianProfession(contact.profession)
    : contact.type === "pharmacy";
}

/**
 * The patient's one action to pass a document on (issue 9 §3): « Transmettre à ma pharmacie »
 * shares it at once with her default pharmacy (« … à mon opticien » for an optical prescription,
 * with her default optician); without a default, « Transmettre à une pharmacie » opens the picker
 * in pharmacy (or optician) mode among her contacts. Prescriptions only; hidden once it is there,
 * for professionals, and when she has nobody to send it to. The pharmacy's status messages then go to her.
 */
export function ForwardButton({ document }: { document: DocumentDto }) {
  const user = useCurrentUser();
  // the contact book is read only for a patient's prescription
  if (!user || user.type !== "patient" || !FORWARDED_TYPES.includes(document.type)) return null;
  return <Forward document={document} user={user} />;
}

function Forward({ document, user }: { document: DocumentDto; user: PublicUser }) {
  const book = useContactBook();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const optical = document.type === "PRESC_OPT";
  const forward = useMutation({
    mutationFn: (ids: string[]) => shareDocument(document.id, ids),
    meta: {
      context: "forward document",
      errorText: TEXTS.share.error,
      refreshes: [QUERY_ROOTS.feed],
    },
    onSuccess: (shared) => {
      replaceDocumentInLists(queryClient, shared);
      notifySuccess(optical ? TEXTS.share.sentToOptician : TEXTS.share.sentToPharmacy);
      setPicking(false);
    },
  });

  const preferred = optical ? user.idoptician : user.idpharma;
  const candidates = (book.data ?? []).filter((contact) => receives(contact, optical));
  const already = candidates.filter((c) => document.sharers.includes(c.id)).map((c) => c.id);
  if (preferred && document.sharers.includes(preferred)) return null;
  if (!preferred && (candidates.length === 0 || already.length > 0)) return null;

  const label = preferred
    ? optical
      ? TEXTS.forward.toOptician
      : TEXTS.forward.toPharmacy
    : TEXTS.forward.choosePharmacy;
  return (
    <>
      <Button
        variant="filled"
        onClick={() => (preferred ? forward.mutate([preferred]) : setPicking(true))}
        loading={forward.isPending}
        data-testid={`forward-${document.id}`}
      >
        {label}
      </Button>
      {picking && (
        <ContactPicker
          opened
          onClose={() => setPicking(false)}
          mode={optical ? "optician" : "pharma"}
          candidates={candidates}
          onConfirm={(ids) => forward.mutate(ids)}
        />
      )}
    </>
  );
}
