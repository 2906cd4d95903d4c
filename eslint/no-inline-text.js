/**
 * ESLint rule `reseau/no-inline-text`: a screen reads its French from `TEXTS` (`packages/shared`,
 * 000 §8), never writes it inline. Reports a written text in JSX — the text between tags, a string
 * or template literal placed as a child (also inside `a ? "…" : "…"`, `a && "…"`, `"…" + x`) — and
 * the same in the attributes a user reads or hears (`label`, `placeholder`, `title`, `aria-label`
 * by default). A text without a letter (punctuation, symbols, digits: « · », « — », « € ») is
 * allowed, and so is any string listed in `allowed`.
 *
 * Options: `{ attributes?: string[], allowed?: string[] }`.
 */

const LETTER = /\p{L}/u;

/** @type {import("eslint").Rule.RuleModule} */
export const noInlineText = {
  meta: {
    type: "problem",
    docs: { description: "Disallow French written inline in JSX; read it from TEXTS." },
    schema: [
      {
        type: "object",
        properties: {
          attributes: { type: "array", items: { type: "string" }, uniqueItems: true },
          allowed: { type: "array", items: { type: "string" }, uniqueItems: true },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      inline:
        "Inline text « {{text}} »: put it in the shared texts (packages/shared, TEXTS) and read it from there.",
      inlineAttribute:
        "Inline text « {{text}} » in `{{attribute}}`: put it in the shared texts (packages/shared, TEXTS).",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const attributes = new Set(
      options.attributes ?? ["label", "placeholder", "title", "aria-label"],
    );
    const allowed = new Set((options.allowed ?? []).map((text) => text.trim()));

    /** Whether a written text is one a user reads: it has a letter and is not allowed. */
    const isText = (value) => {
      const text = value.trim();
      return text !== "" && LETTER.test(text) && !allowed.has(text);
    };

    const report = (node, text, attribute) =>
      context.report({
        node,
        messageId: attribute ? "inlineAttribute" : "inline",
        data: { text: text.trim().replace(/\s+/g, " ").slice(0, 60), attribute },
      });

    /** Reports the written texts an expression can evaluate to. */
    const check = (node, attribute) => {
      if (!node) return;
      switch (node.type) {
        case "Literal":
          if (typeof node.value === "string" && isText(node.value))
            report(node, node.value, attribute);
          return;
        case "TemplateLiteral": {
          const written = node.quasis.map((quasi) => quasi.value.cooked ?? "").join(" ");
          if (isText(written)) report(node, written, attribute);
          node.expressions.forEach((expression) => check(expression, attribute));
          return;
        }
        case "ConditionalExpression":
          check(node.consequent, attribute);
          check(node.alternate, attribute);
          return;
        case "LogicalExpression":
          check(node.left, attribute);
          check(node.right, attribute);
          return;
        case "BinaryExpression":
          if (node.operator === "+") {
            check(node.left, attribute);
            check(node.right, attribute);
          }
          return;
        case "JSXExpressionContainer":
          check(node.expression, attribute);
          return;
        default:
          return;
      }
    };

    const isChild = (node) =>
      node.parent?.type === "JSXElement" || node.parent?.type === "JSXFragment";

    return {
      JSXText(node) {
        if (isText(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (isChild(node)) check(node.expression);
      },
      JSXAttribute(node) {
        const name =
          node.name.type === "JSXNamespacedName"
            ? `${node.name.namespace.name}:${node.name.name.name}`
            : node.name.name;
        if (attributes.has(name)) check(node.value, name);
      },
    };
  },
};

/** The project's own ESLint rules, as a plugin (`reseau/…`). */
export const reseauPlugin = { rules: { "no-inline-text": noInlineText } };
