import { Box, Image } from "@mantine/core";
import { useState } from "react";

/** The side of a cart or order line's thumbnail, in pixels. */
const THUMB_PX = 48;

/**
 * A product's small picture beside its name in the cart and the orders (issue 18 §1): the
 * thumbnail at `src` (`GET /market/images/{key}`), or a neutral grey square when the product has
 * none or it cannot be loaded. Decorative (empty alt): the name is written next to it.
 */
export function ProductThumb({ src }: { src: string | null | undefined }) {
  const [broken, setBroken] = useState(false);
  const style = { flex: `0 0 ${THUMB_PX}px`, borderRadius: "var(--mantine-radius-sm)" };
  if (!src || broken) {
    return (
      <Box
        w={THUMB_PX}
        h={THUMB_PX}
        bg="gray.1"
        style={{ ...style, border: "1px solid var(--mantine-color-gray-3)" }}
        aria-hidden
        data-testid="product-thumb-placeholder"
      />
    );
  }
  return (
    <Image
      src={src}
      alt=""
      w={THUMB_PX}
      h={THUMB_PX}
      fit="contain"
      loading="lazy"
      style={style}
      onError={() => setBroken(true)}
      data-testid="product-thumb"
    />
  );
}
