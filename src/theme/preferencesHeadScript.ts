import { STORAGE_KEYS } from '@/preferences/storageKeys';
import { COLOR_MODES, COLOR_SCHEME_ATTRIBUTE } from './colorMode';
import { DENSE_SPACING, MAX_SPACING, MIN_SPACING, SPACING } from './constants';

/** Material UI's spacing unit as a CSS variable; the head script sets it inline for a changed spacing until hydration. */
export const SPACING_VARIABLE = '--mui-spacing';

/**
 * Source of the inline <head> script that applies the stored colour mode, direction and spacing (chosen, then
 * tightened by the dense layout, as parseSpacing and effectiveSpacing do) before first paint, so a dark-mode reader
 * never sees a white flash and a dense reader's page does not reflow on hydration. It must not throw: storage can be
 * disabled or hold garbage.
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
var s=null;try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.spacing)});}catch(e){}
s=/^\\d{1,2}$/.test(s)?+s:${SPACING};if(s<${MIN_SPACING}||s>${MAX_SPACING}){s=${SPACING};}
if(dense==='true'){s=Math.min(s,${DENSE_SPACING});}
if(s!==${SPACING}){d.style.setProperty(${JSON.stringify(SPACING_VARIABLE)},s+'px');}
}catch(e){}})();`;
}
