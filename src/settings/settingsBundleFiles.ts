/**
 * The settings drawer's files, beside the integrations module (src/server/pipeline/steps/writeIntegrationsBundle.ts):
 * the drawer, which the loader adds right after the first paint so that a first press on settings finds it (decision
 * 0032), and the palette cookie's parser, which the drawer loads only when that cookie is set. Each is one file that
 * imports nothing up front: a first press waits for one download, not two.
 */
export const SETTINGS_DRAWER_FILE = 'settings.js';
export const PALETTE_PARSER_FILE = 'paletteColors.js';
