import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Stack, Textarea, TextInput } from "@mantine/core";
import {
  CONTACT_US_MAX_LENGTH,
  contactUsApi,
  contactUsBodySchema,
  format,
  TEXTS,
  type ContactUsBody,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { call } from "../../api/call";
import { failureText } from "../../api/errors";
import { PageTitle } from "../../components/PageTitle";

const T = TEXTS.contactUs;

/**
 * `/nous-contacter` (issue 19 §4): a visitor or a user writes to the group (`POST
 * /ws/contact-us`, mailed with her phone if she gives one and her browser), checked by the shared
 * `contactUsBodySchema` the server uses (5,000 characters at most, a counter under the field); the
 * server's French refusal shown inline, the sent message confirmed where the form was.
 */
export function ContactUsPage() {
  const form = useForm<ContactUsBody>({
    defaultValues: { msg: "", num: "" },
    resolver: zodResolver(contactUsBodySchema),
  });
  const { register, handleSubmit, formState, control } = form;
  const [msg = ""] = useWatch({ control, name: ["msg"] });
  const send = useMutation({
    mutationFn: (body: ContactUsBody) =>
      call(contactUsApi.send, { body: body.num ? body : { msg: body.msg } }),
    meta: { errors: "inline", context: "contact us" },
    onSuccess: () => form.reset({ msg: "", num: "" }),
  });
  const errors = formState.errors;
  return (
    <Stack maw={640} mx="auto" gap="sm">
      <PageTitle>{T.title}</PageTitle>
      {send.isSuccess && (
        <Alert color="green" role="status" data-testid="contact-us-sent">
          {T.sent}
        </Alert>
      )}
      <form onSubmit={handleSubmit((values) => send.mutate(values))} noValidate>
        <Stack gap="sm">
          <Textarea
            label={TEXTS.feed.messageHint}
            description={format(TEXTS.healthCard.counter, {
              count: msg.length,
              maximum: CONTACT_US_MAX_LENGTH,
            })}
            autosize
            minRows={5}
            withAsterisk
            error={errors.msg?.message}
            {...register("msg")}
          />
          <TextInput
            label={T.phone}
            description={T.phoneHint}
            type="tel"
            autoComplete="tel"
            error={errors.num?.message}
            {...register("num")}
          />
          {send.isError && (
            <Alert color="red" role="alert">
              {failureText(send.error)}
            </Alert>
          )}
          <Button type="submit" loading={send.isPending} style={{ alignSelf: "flex-start" }}>
            {TEXTS.actions.send}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
