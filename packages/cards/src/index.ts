export {
  builtInCards,
  type CardRecord,
  cardId,
  categoryOfFile,
  dataFolder,
  readDataFiles,
  toCard,
} from './catalogue.ts';
export {
  type CheckedFile,
  type CheckReport,
  checkCatalogue,
  overlaps,
  type Problem,
  stem,
  summaryLine,
} from './check.ts';
export { slug } from './slug.ts';
