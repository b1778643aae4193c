import { STORAGE_KEYS } from '@/preferences/storageKeys';
import { COLOR_MODES } from './colorMode';
import { DENSE_SPACING } from './constants';
import { COLOR_SCHEME_ATTRIBUTE } from './createDocsTheme';

/** Material UI's spacing unit as a CSS variable; the head script sets it inline for dense readers until hydration. */
export const SPACING_VARIABLE = '--mui-spacing';

/**
 * Source of the inline <head> script that applies the stored colour mode, direction and dense spacing before first
 * paint, so a dark-mode reader never sees a white flash and a dense reader's page does not reflow on hydration.
 * It must not throw: storage can be disabled or hold garbage.
 */
export function getPreferencesHeadScript(): string {
  return `(function(){try{
var d=document.documentElement;
var m=null;try{m=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.colorMode)});}catch(e){}
if(${JSON.stringify(COLOR_MODES)}.indexOf(m)<0){m='system';}
var r=m==='system'?(window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;
d.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},r);d.style.colorScheme=r;
var dir=null;try{dir=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.direction)});}catch(e){}
if(dir==='rtl'){d.setAttribute('dir','rtl');}
var dense=null;try{dense=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.dense)});}catch(e){}
if(dense==='true'){d.style.setProperty(${JSON.stringify(SPACING_VARIABLE)},'${DENSE_SPACING}px');}
}catch(e){}})();`;
}
