/**
 * `npm run rotate-key` (issue 24 §4, docs/DEPLOYMENT.md "Encryption at rest"): re-wraps the data
 * key of every stored file under the current master key, and encrypts the files stored before
 * encryption existed. With MASTER_KEY, the current key is MASTER_KEY and the old one is given by
 * MASTER_KEY_PREVIOUS (the servers may keep serving, restarted with both); without it, a new key
 * is generated in DATA_DIR (the servers stopped). Run again after an interruption: files already
 * under the current key are skipped.
 */
import { configFromEnv } from "../src/platform/config.js";
import { BackupError, stoppedPgliteDir } from "../src/platform/backup-database.js";
import {
  rotateFiles,
  rotateGeneratedKey,
  type RotationReport,
} from "../src/platform/key-rotation.js";
import { openKeyring } from "../src/platform/master-key.js";
import { openRawStorage } from "../src/platform/open-storage.js";

/** Prints what `report` says; @returns whether every file is under the current key. */
function printed(report: RotationReport): boolean {
  console.log(`Clé maîtresse courante : ${report.keyId}`);
  console.log(`  fichiers dont la clé est ré-enveloppée : ${report.rewrapped}`);
  console.log(`  fichiers d'avant le chiffrement, chiffrés maintenant : ${report.encrypted}`);
  console.log(`  fichiers déjà sous cette clé : ${report.unchanged}`);
  for (const { reason } of report.unreadable) console.error(`  illisible : ${reason}`);
  return report.unreadable.length === 0;
}

/** The environment's configuration; a malformed variable (MASTER_KEY…) ends the command in French. */
function configOrExit() {
  try {
    return configFromEnv();
  } catch (error) {
    console.error(`Échec de la rotation : ${(error as Error).message}`);
    process.exit(1);
  }
}

try {
  const config = configOrExit();
  const raw = await openRawStorage(config);
  let done = 0;
  const progress = () => {
    done += 1;
    if (done % 1000 === 0) console.log(`  … ${done} fichiers`);
  };
  if (config.masterKey) {
    const report = await rotateFiles(raw, await openKeyring(config), progress);
    if (printed(report)) {
      console.log(
        "Tous les fichiers sont sous MASTER_KEY. Retirez MASTER_KEY_PREVIOUS de l'environnement, redémarrez les serveurs, puis faites une sauvegarde.",
      );
    } else {
      console.error(
        "Des fichiers restent illisibles : donnez leur clé par MASTER_KEY_PREVIOUS et relancez npm run rotate-key (les fichiers déjà traités sont sautés).",
      );
      process.exitCode = 1;
    }
  } else {
    // the generated key is read once per process: a running server would keep the old one
    if (!config.databaseUrl) stoppedPgliteDir(config);
    const report = await rotateGeneratedKey(config, raw, progress);
    const readable = printed(report);
    if (report.previousDeleted) {
      console.log(
        `La nouvelle clé est dans ${config.dataDir}/master-key, l'ancienne est effacée. Démarrez le serveur, puis faites une sauvegarde (les archives précédentes gardent l'ancienne clé).`,
      );
    } else {
      console.error(
        readable
          ? `${report.staged} fichiers en attente (staging) : démarrez le serveur une fois pour les régler, arrêtez-le, puis relancez npm run rotate-key. L'ancienne clé reste dans master-key.previous jusque-là.`
          : "L'ancienne clé reste dans master-key.previous : relancez npm run rotate-key après avoir retrouvé la clé des fichiers illisibles.",
      );
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error(error instanceof BackupError ? `Échec de la rotation : ${error.message}` : error);
  process.exitCode = 1;
}
