import { Button, Group } from "@mantine/core";
import { TEXTS, type PublicUser } from "@reseau/shared";
import { useState } from "react";
import { ContactPicker } from "../contacts/ContactPicker";
import { useContactBook } from "../contacts/queries";
import { useCurrentUser } from "../session/queries";
import { DocumentAddModal } from "./DocumentAddModal";

/**
 * The doctor's (the optician's) add button on its dashboard (issue 9 §3): « Envoyer une
 * ordonnance » picks one patient among its contacts (the picker in patient mode, « Patients »),
 * then opens the document-add dialog that sends the prescription to her, as her contact page does.
 * Nothing for other users, nor without a patient contact.
 */
export function PrescribeButton() {
  const user = useCurrentUser();
  // the contact book is read only for a prescriber
  return user?.type === "professional" ? <Prescribe /> : null;
}

function Prescribe() {
  const book = useContactBook();
  const [picking, setPicking] = useState(false);
  const [patient, setPatient] = useState<PublicUser | null>(null);
  const patients = (book.data ?? []).filter((contact) => contact.type === "patient");
  if (patients.length === 0) return null;
  return (
    <Group justify="flex-end">
      <Button onClick={() => setPicking(true)} data-testid="prescribe">
        {TEXTS.documents.sendTitle}
      </Button>
      {picking && (
        <ContactPicker
          opened
          onClose={() => setPicking(false)}
          mode="patient"
          candidates={patients}
          single
          onConfirm={([id]) => {
            setPatient(patients.find((p) => p.id === id) ?? null);
            setPicking(false);
          }}
        />
      )}
      {patient && <DocumentAddModal opened onClose={() => setPatient(null)} recipient={patient} />}
    </Group>
  );
}
