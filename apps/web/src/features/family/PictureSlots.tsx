import { Card, Center, Group, Image, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  format,
  PICTURE_FIELD,
  PICTURE_TYPES,
  TEXTS,
  type PictureKind,
  type PublicUser,
} from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FilePickButton } from "../../components/FilePickButton";
import { notifySuccess } from "../../components/notify";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { blobToBase64 } from "../documents/files";
import { pictureUrl, savePicture } from "./queries";
import { shrinkImage } from "./shrinkImage";

/** Props of a user's picture slots. */
export interface PictureSlotsProps {
  /** The user whose pictures these are: me, or a member I manage. */
  user: PublicUser;
  /** True when `user` is a member I manage (her pictures go to `PUT /ws/{id}/pictures/{type}`). */
  member: boolean;
}

const ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * The avatar, carte Vitale and insurance card of a user (issue 8 §7): each with its preview (or
 * « Aucune image ») and « Prendre une photo » (on a phone) / « Choisir un fichier ».
 */
export function PictureSlots({ user, member }: PictureSlotsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      {PICTURE_TYPES.map((type) => (
        <PictureSlot key={type} user={user} member={member} type={type} />
      ))}
    </SimpleGrid>
  );
}

function PictureSlot({ user, member, type }: PictureSlotsProps & { type: PictureKind }) {
  const queryClient = useQueryClient();
  const touch = useMediaQuery("(pointer: coarse)", false, { getInitialValueInEffect: false });
  const id = user.pictures?.[PICTURE_FIELD[type]] ?? null;
  const label = TEXTS.pictures[type];
  // one card per member on « Ma Famille »: each button says whose picture it changes
  const whose = member && user.firstName ? ` de ${user.firstName}` : "";
  const save = useMutation({
    mutationFn: async (file: File) => {
      const blob = await shrinkImage(file, type === "avatar");
      return savePicture(
        type,
        blob.type || file.type,
        await blobToBase64(blob),
        member ? user.id : undefined,
      );
    },
    meta: { context: "save picture" },
    onSuccess: () => {
      notifySuccess(TEXTS.pictures.saved);
      refreshRoots(queryClient, [QUERY_ROOTS.family, QUERY_ROOTS.session]);
    },
  });
  const testId = `picture-${type}-${user.id}`;
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Center
          w={96}
          h={72}
          bg="var(--mantine-color-gray-1)"
          style={{ borderRadius: 8, flexShrink: 0, overflow: "hidden" }}
        >
          {save.isPending ? (
            <Loader size="sm" aria-label={format(TEXTS.pictures.uploading, { name: label })} />
          ) : id ? (
            <Image
              src={pictureUrl(id)}
              alt={`${label} de ${user.firstName ?? ""}`.trim()}
              h={72}
              w={96}
              fit="contain"
            />
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              {TEXTS.pictures.none}
            </Text>
          )}
        </Center>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Group gap="xs">
            {touch && (
              <FilePickButton
                accept={ACCEPT}
                capture={type === "avatar" ? "user" : "environment"}
                onFile={(file) => save.mutate(file)}
                size="sm"
                variant="light"
                aria-label={`${TEXTS.documents.takePhoto} : ${label}${whose}`}
              >
                {TEXTS.documents.takePhoto}
              </FilePickButton>
            )}
            <FilePickButton
              accept={ACCEPT}
              onFile={(file) => save.mutate(file)}
              size="sm"
              variant="default"
              aria-label={`${id ? TEXTS.pictures.replace : TEXTS.documents.chooseFile} : ${label}${whose}`}
              data-testid={`${testId}-input`}
            >
              {id ? TEXTS.pictures.replace : TEXTS.documents.chooseFile}
            </FilePickButton>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
