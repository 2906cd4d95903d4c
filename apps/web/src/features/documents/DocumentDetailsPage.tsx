import { Anchor, Card, Stack } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { Link, useSearchParams } from "react-router";
import { PageTitle } from "../../components/PageTitle";
import { useCurrentUser } from "../session/queries";
import { DocumentDetails } from "./DocumentDetails";

/**
 * `/modal-doc-details?id=…` (001 route table "document details", issue 9 §3): the details of a
 * document as a page of its own, for a link or a reload; the viewers open the same details in a
 * dialog (`DocumentDetailsModal`).
 */
export function DocumentDetailsPage() {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const id = params.get("id");
  return (
    <Stack gap="md" maw={720} mx="auto">
      <PageTitle>{TEXTS.details.title}</PageTitle>
      <Card withBorder radius="md">
        {id ? <DocumentDetails id={id} /> : TEXTS.documents.notFound}
      </Card>
      {user && (
        <Anchor component={Link} to={user.type === "patient" ? "/feed" : "/dashboard"}>
          {TEXTS.details.back}
        </Anchor>
      )}
    </Stack>
  );
}
