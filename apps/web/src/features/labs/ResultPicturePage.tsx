import { Alert, Stack } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../components/PageTitle";
import { ImageView } from "../documents/ImageView";
import { useDocument } from "../documents/queries";
import { Loading } from "./Loading";

const T = TEXTS.labs;

/**
 * `/modal-result-picture?id=` (001 route table "result picture", issue 10 §2): a result sent as a
 * picture, at the phone's full width, zoomable full screen (the documents' image viewer).
 */
export function ResultPicturePage() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const document = useDocument(id);
  const isImage = document.data?.mime.startsWith("image/") && document.data.data;
  return (
    <Stack gap="md" maw={960} mx="auto">
      <PageTitle>{T.picture}</PageTitle>
      {!id || document.isError || (document.data && !isImage) ? (
        <Alert color="red" role="alert">
          {T.notifyNoDocument}
        </Alert>
      ) : !document.data ? (
        <Loading label={T.loading} />
      ) : (
        <ImageView
          src={`data:${document.data.mime};base64,${document.data.data}`}
          alt={document.data.name}
          mime={document.data.mime}
        />
      )}
    </Stack>
  );
}
