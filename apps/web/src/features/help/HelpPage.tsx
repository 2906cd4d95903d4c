import { Anchor, Group, Text } from "@mantine/core";
import { HELP_TOPICS, TEXTS } from "@reseau/shared";
import { Link } from "react-router";
import { ModalPage } from "../../components/ModalPage";
import { GuideEntries } from "./guide";

/**
 * `/modal-help` (000 §2 "help centre"; issue 19 §4), for everyone: the common questions, then the
 * tutorial and « Nous contacter ».
 */
export function HelpPage() {
  return (
    <ModalPage title={TEXTS.info.helpTitle}>
      <GuideEntries entries={HELP_TOPICS} />
      <Text fw={600}>{TEXTS.info.helpMore}</Text>
      <Group gap="lg">
        <Anchor component={Link} to="/modal-tutorial">
          {TEXTS.info.tutorialTitle}
        </Anchor>
        <Anchor component={Link} to="/nous-contacter">
          {TEXTS.contactUs.title}
        </Anchor>
      </Group>
    </ModalPage>
  );
}
