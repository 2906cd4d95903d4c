import { FAILING_AMOUNTS, REFUSALS, spaced, TEST_CARDS, TOKENISATION_ERRORS } from "./cards.js";
import type { TransactionRecord } from "./store.js";

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Cents in a currency, as the French read them: `1240, "EUR"` → `12,40 €`. */
function euros(cents: number, currency = "EUR"): string {
  return (cents / 100).toLocaleString("fr-FR", { style: "currency", currency });
}

const page = (title: string, body: string): string => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
code{background:#f2f2f2;padding:0 .2rem}button{font-size:1.1rem;padding:.6rem 1.4rem;margin-right:1rem;border-radius:.4rem;border:1px solid #444;cursor:pointer}
.ok{background:#1e6b2e;color:#fff}.ko{background:#fff;color:#a4161a;border-color:#a4161a}</style></head>
<body>${body}</body></html>`;

/**
 * The home page (`GET /`), in French: what the sandbox is, its address and client id, the test
 * cards and what each does, the refusals of the tokenisation, the failing amounts, the hooks.
 */
export function homePage(baseUrl: string, clientId: string): string {
  const cards = TEST_CARDS.map(
    (card) => `<tr><td><code>${spaced(card.number)}</code></td><td>${escape(card.label)}</td></tr>`,
  ).join("");
  const errors = Object.entries(TOKENISATION_ERRORS)
    .map(
      ([code, label]) =>
        `<tr><td><code>errorCode=${code}</code></td><td>${escape(label)}</td></tr>`,
    )
    .join("");
  const amounts = Object.entries(FAILING_AMOUNTS)
    .map(([cents, behaviour]) => {
      const refusal = REFUSALS[behaviour as keyof typeof REFUSALS];
      return `<li>${euros(Number(cents))} : refusé, ResultCode ${refusal.code}</li>`;
    })
    .join("");
  return page(
    "Bac à sable de paiement",
    `<h1>Bac à sable de paiement</h1>
<p>Ce serveur parle la partie de l'API REST de MangoPay (v2.01) dont l'app a besoin : jeton OAuth,
utilisateurs, portefeuilles, enregistrement et tokenisation des cartes, paiements par carte avec
3-D Secure, remboursements, comptes bancaires (IBAN), virements sortants, transferts, listes de
transactions et notifications (hooks). L'app s'y connecte avec le SDK officiel
<code>mangopay2-nodejs-sdk</code> ; en production, seules <code>MANGOPAY_BASE_URL</code>,
<code>MANGOPAY_CLIENT_ID</code> et <code>MANGOPAY_API_KEY</code> changent.</p>
<p>Adresse : <code>${escape(baseUrl)}</code> — identifiant client : <code>${escape(clientId)}</code>.
Tous les montants sont en centimes.</p>
<h2>Cartes de test</h2>
<p>Date d'expiration : n'importe quel mois à venir (MMAA) ; cryptogramme : trois chiffres au choix.
Tout autre numéro valide (clé de Luhn) est accepté sans 3-D Secure ; avec
<code>SecureMode: "FORCE"</code>, toute carte passe par 3-D Secure.</p>
<table><thead><tr><th>Numéro</th><th>Résultat</th></tr></thead><tbody>${cards}</tbody></table>
<h2>Refus de la tokenisation</h2>
<table><tbody>${errors}</tbody></table>
<h2>Montants refusés quelle que soit la carte</h2><ul>${amounts}</ul>
<h2>Notifications</h2>
<p>À chaque événement (<code>PAYIN_NORMAL_SUCCEEDED</code>, <code>PAYIN_REFUND_SUCCEEDED</code>,
<code>PAYOUT_NORMAL_SUCCEEDED</code>…), l'adresse du hook de ce type reçoit un GET
<code>?EventType=…&amp;RessourceId=…&amp;Date=…</code>. Pour les tests :
<code>POST /sandbox/hooks/faults {"drop": 1}</code> perd la prochaine notification,
<code>{"repeat": 1, "copies": 2}</code> envoie la prochaine deux fois, et
<code>"eventType": "PAYIN_NORMAL_SUCCEEDED"</code> ne vise que celles de ce type ;
<code>GET /sandbox/hooks/deliveries</code> liste celles envoyées.</p>
<h2>Litiges</h2>
<p><code>POST /sandbox/payins/{id}/repudiation</code> simule la contestation d'un paiement : son
montant est repris au portefeuille (transaction PAYOUT de nature REPUDIATION).</p>`,
  );
}

/** The 3-D Secure page of a pay-in waiting for it: its amount, its card, « Valider » and « Refuser ». */
export function secureModePage(
  payIn: TransactionRecord,
  cardAlias: string,
  action: string,
): string {
  const amount = euros(payIn.DebitedFunds.Amount, payIn.DebitedFunds.Currency);
  return page(
    "Authentification 3-D Secure",
    `<h1>Authentification 3-D Secure</h1>
<p>Paiement de <strong>${amount}</strong> avec la carte <code>${escape(cardAlias)}</code>.</p>
<p>Banque du bac à sable : validez-vous ce paiement ?</p>
<form method="post" action="${escape(action)}">
<button class="ok" name="decision" value="accept">Valider</button>
<button class="ko" name="decision" value="refuse">Refuser</button>
</form>`,
  );
}

/** The page of a 3-D Secure link that leads nowhere (unknown pay-in). */
export function unknownPage(): string {
  return page("Paiement inconnu", "<h1>Paiement inconnu</h1><p>Ce paiement n'existe pas.</p>");
}
