/** The push module (issue 9 §5): web push devices and the pushes. Others reach it only here. */
export { registerPushRoutes } from "./push.routes.js";
export { pushesSettled } from "./push.sender.js";
export { startPush } from "./push.start.js";
