import { STORAGE_KEYS } from '@/preferences/storageKeys';
import { COLOR_MODES } from './colorMode';
import { COLOR_SCHEME_ATTRIBUTE } from './createDocsTheme';

/**
 * Source of the inline <head> script that applies the stored colour mode and direction before first paint,
 * so a dark-mode reader never sees a white flash. It must not throw: storage can be disabled or hold garbage.
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
}catch(e){}})();`;
}
