import { Anchor } from "@mantine/core";
import { TEXTS, TUTORIAL_STEPS } from "@reseau/shared";
import { Link } from "react-router";
import { ModalPage } from "../../components/ModalPage";
import { GuideEntries } from "./guide";

/**
 * `/modal-tutorial` (001 route table; issue 19 §4): the four steps of a first use — send a
 * prescription, follow it, write to the pharmacy, order — in order, then the help centre.
 */
export function TutorialPage() {
  return (
    <ModalPage title={TEXTS.info.tutorialTitle}>
      <GuideEntries entries={TUTORIAL_STEPS} numbered />
      <Anchor component={Link} to="/modal-help">
        {TEXTS.info.helpTitle}
      </Anchor>
    </ModalPage>
  );
}
