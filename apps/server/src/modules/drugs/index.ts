/**
 * The drug guide (issue 19 §4): the public drug database (BDPM), its importer and its public
 * routes. Other modules, the seed and the import script reach it only through this file.
 */
export { registerDrugRoutes } from "./drugs.routes.js";
export { importBdpmFolder } from "./drugs.service.js";
export { BdpmError } from "./drugs.bdpm.js";
