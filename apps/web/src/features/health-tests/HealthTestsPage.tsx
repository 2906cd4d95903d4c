import { Alert } from "@mantine/core";
import { HEALTH_TESTS, TEXTS } from "@reseau/shared";
import { ModalPage } from "../../components/ModalPage";
import { GuideEntries } from "../help/guide";

/**
 * `/tests-de-sante` (001 route table; issue 19 §4), for everyone: the health tests a pharmacy may
 * offer, what each is for and how it goes; informative only.
 */
export function HealthTestsPage() {
  return (
    <ModalPage title={TEXTS.info.healthTestsTitle}>
      <GuideEntries entries={HEALTH_TESTS} />
      <Alert color="blue">{TEXTS.info.healthTestsNote}</Alert>
    </ModalPage>
  );
}
