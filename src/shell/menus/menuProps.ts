/** What a switcher's menu receives from its button (MenuButton): where it opens and how it closes. */
export interface MenuProps {
  id: string;
  anchorEl: HTMLElement;
  onClose: () => void;
}
