import { Button } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { Link } from "react-router";

/** « Connectez-vous pour commander »: a visitor's way from the catalogue to the login (issue 19 §4). */
export function LoginToOrder() {
  return (
    <Button component={Link} to="/login">
      {TEXTS.market.loginToOrder}
    </Button>
  );
}
