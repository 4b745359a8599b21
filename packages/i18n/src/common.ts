import { common } from './locales/es/common.ts';

/**
 * The Spanish texts shared by every front end, alone: for code that has no translator of its own (the
 * api-client's messages when its caller passes none, the kiosk's main process), Spanish being the default
 * language (spec/3 §9 'Languages').
 */
export const commonTextsEs = common;
