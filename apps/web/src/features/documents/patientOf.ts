import { displayName, type DocumentDto } from "@reseau/shared";
import { useUserCard } from "../session/queries";

/**
 * The patient a document is about, as a professional's lists show it (issue 9 §3): its creator
 * when a patient; for a doctor's prescription the patient forwarded, the first user it was shared
 * with (the doctor sent it to her first) when the server shows that user as a patient. Falls back
 * on the creator's name while the card loads or when it is not a patient's.
 */
export function usePatientOf(document: DocumentDto): { id: string | null; name: string } {
  const creator = document.creator;
  const first = creator?.type === "patient" ? null : (document.sharers[0] ?? null);
  const card = useUserCard(first ?? "", first !== null).data;
  if (first && card?.type === "patient") return { id: card.id, name: displayName(card) };
  return {
    id: creator?.type === "patient" ? creator.id : null,
    name: creator?.name ?? "",
  };
}
