/**
 * Every segment of 001 §2's route table (84), as the spec lists them, with an id where the
 * address takes one (`infos/cgu`, `iframe/maiia/redirection/open`): what the route table's tests
 * and the shell's journey open one by one (issue 19 §2).
 */
export const ROUTE_TABLE_SEGMENTS: readonly string[] = [
  "compte", "modal-change-pass", "modal-help", "modal-security", "apoticare",
  "page-apoticare-login", "page-apoticare-login-pro", "start", "params", "formule", "base",
  "actifs", "resume", "commande", "page-step1-start", "page-step2-age", "page-step3-base",
  "page-step4-actif", "page-step5-type", "modal-edit-discount", "modal-edit-product",
  "import-stock", "compte-marketplace-patient", "compte-marketplace-pharmacie", "mes-commandes",
  "fiche-contact", "contacts", "recherche", "notices", "medicament", "familles",
  "modal-contacts-share", "modal-contacts-share-v2", "modal-details", "modal-directories",
  "feed-dossier", "page-images", "feed-groupe", "groupes", "apropos", "infos/cgu", "home",
  "page", "app", "modal-select-doc-library", "iframe/maiia/redirection/open", "modal-cgv",
  "modal-retrieve-password", "login-docs", "login", "dashboard", "stats", "liste-ops", "op",
  "modal-doc-details", "renouvellements", "dossiers-patients", "modal-add-user", "groupes-pro",
  "dashboard-optique", "gestion-contact-optique", "modal-publish", "profil-pro", "pro",
  "annuaire", "modal-emergency", "modal-qr-code", "modal-select-pharm", "modal-select-gp",
  "modal-tutorial", "profil", "vaccination", "questionnaire-admin", "tests-de-sante", "webview",
  "test", "page-catalog-edit", "catalogue-pharmacie", "page-product", "feed", "page-pdf",
  "analyses", "modal-cart", "modal-result-picture",
]; // prettier-ignore
