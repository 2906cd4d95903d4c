import { Alert, Stack, Switch, Text } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { useEffect, useState } from "react";
import { notifySuccess } from "../../components/notify";
import { disablePush, enablePush, pushState, type PushState } from "./pushDevice";

const T = TEXTS.push;

/**
 * « Notifications sur cet appareil » of /compte (issue 9 §5): a switch the user turns on to
 * receive pushes on this browser (the permission is asked then, never on first load), and off.
 */
export function PushSettings() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void pushState()
      .catch((): PushState => "off")
      .then((current) => live && setState(current));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (on) {
        const next = await enablePush();
        setState(next);
        if (next === "on") notifySuccess(T.enabled);
      } else {
        await disablePush();
        setState("off");
        notifySuccess(T.disabled);
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (state === "unsupported") return <Text size="sm">{T.unsupported}</Text>;
  return (
    <Stack gap="sm">
      <Switch
        label={T.switchLabel}
        description={T.switchHelp}
        checked={state === "on"}
        disabled={state === null || state === "denied" || busy}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      {state === "denied" && (
        <Alert color="orange" role="status">
          {T.denied}
        </Alert>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {T.failed}
        </Alert>
      )}
    </Stack>
  );
}
