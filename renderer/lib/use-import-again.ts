// Imported first by every page's entry, so that `__import` (lib/import-again.ts) is there
// before any module of the page asks for another.
import { installImportAgain } from './import-again.ts';

installImportAgain();
