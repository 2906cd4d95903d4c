import { Center, Loader, VisuallyHidden } from "@mantine/core";

/** A live status while something loads (its name read by screen readers). */
export function Loading({ label }: { label: string }) {
  return (
    <Center role="status" py="xl">
      <Loader size="md" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
