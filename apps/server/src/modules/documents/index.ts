/**
 * The documents module (000 §4, §7 "Feed and documents"): documents, sharing, the feed, the
 * status-change action and messages. Other modules reach it only through this file.
 */
import "./documents.events.js";

export { registerDocumentRoutes } from "./documents.routes.js";
export { fillMissingThumbnails, sentDocumentTo, sweepFiles } from "./documents.service.js";
