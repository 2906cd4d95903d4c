import { lazy, Suspense } from "react";
import { usePushMessages } from "./usePushMessages";

// the dialog's code is fetched when a first push arrives, not with the first page
const PushAlert = lazy(() => import("./PushAlert").then((m) => ({ default: m.PushAlert })));

/** Listens for the pushes the service worker hands the open page, and shows each (issue 9 §5). */
export function PushAlertHost({ enabled }: { enabled: boolean }) {
  const [payload, dismiss] = usePushMessages(enabled);
  if (!payload) return null;
  return (
    <Suspense fallback={null}>
      <PushAlert title={payload.title} body={payload.body} onClose={dismiss} />
    </Suspense>
  );
}
