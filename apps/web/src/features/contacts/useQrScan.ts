import { format, TEXTS } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { scanQr } from "./queries";

/**
 * What a scanned code does (`POST /ws/qr/scan`): its owner joins my contacts, a toast says so and
 * their page opens. A forged or foreign code: "Ce code est illisible." (the server's 400, shown by
 * the central handler; `errorText` when the server could not say why).
 */
export function useQrScan(onDone: () => void) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: scanQr,
    meta: {
      context: "scan qr",
      refreshes: [QUERY_ROOTS.contacts],
      errorText: TEXTS.qr.unreadable,
    },
    onSettled: onDone,
    onSuccess: (user) => {
      notifySuccess(format(TEXTS.contactPage.added, { name: user.mainName }));
      void navigate(`/fiche-contact/${encodeURIComponent(user.id)}`);
    },
  });
}
