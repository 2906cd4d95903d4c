/** The pictures module (000 §7 Pictures, issue 8 §7): avatars, cartes Vitale, insurance cards. */
export { registerPictureRoutes } from "./pictures.routes.js";
