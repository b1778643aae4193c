/** Ad integration: the slot a content page places after its description, and the rule that says whether it may. */
export { AdSlot } from './AdSlot';
export { isAdSlotAllowed } from './isAdSlotAllowed';
