// Menus: arrow keys move, Enter/Space pick, Esc closes and focus returns to the trigger (Radix, in
// dropdown-menu-kit.tsx). The Radix code is not part of a route's first load: each menu's trigger
// starts as a look-alike (same element, same attributes), and a pointer over it or focus on it loads
// the code and makes that menu live (live-on-intent.ts). A first press or Enter/Space/↓ made before
// that is replayed on the live trigger, so the menu opens as it always did.
import {
  cloneElement,
  createContext,
  isValidElement,
  use,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { useLiveOnIntent, withLookAlike, type Live } from './live-on-intent.ts';
import { onDemand, preload } from './on-demand.ts';

type Kit = typeof import('./dropdown-menu-kit.tsx');

const menuKit = onDemand(() => import('./dropdown-menu-kit.tsx'));

/** Starts loading the menus' code. */
export function preloadMenus(): void {
  preload(menuKit);
}

/** Resolves once the menus' code is loaded (tests). */
export const loadMenus = (): Promise<unknown> => menuKit.load();

/** What Radix's trigger opens on: a primary press without Ctrl, Enter, Space or ↓. */
function opensMenu(event: PointerEvent | KeyboardEvent): boolean {
  if ('key' in event) return event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown';
  return event.button === 0 && !event.ctrlKey;
}

const MENU_OPTIONS = { replays: opensMenu };

const MenuContext = createContext<Live<Kit> | null>(null);

/** The parts inside the content render only once the menu is live, so the kit is there. */
function kit(): Kit {
  const loaded = menuKit.current();
  if (!loaded) throw new Error('Menu parts render only inside an open <DropdownMenu>');
  return loaded;
}

export function DropdownMenu({ children, ...props }: ComponentPropsWithRef<Kit['DropdownMenu']>) {
  const live = useLiveOnIntent(menuKit, MENU_OPTIONS);
  const Root = live.kit?.DropdownMenu;
  return <MenuContext value={live}>{Root ? <Root {...props}>{children}</Root> : children}</MenuContext>;
}

/** Always `asChild` here: the child element is the trigger. */
export function DropdownMenuTrigger({
  children,
  ...props
}: ComponentPropsWithRef<Kit['DropdownMenuTrigger']>) {
  const live = use(MenuContext);
  if (!live) throw new Error('DropdownMenuTrigger renders inside a <DropdownMenu>');
  if (live.kit) {
    const Trigger = live.kit.DropdownMenuTrigger;
    return (
      <Trigger ref={live.liveRef as never} {...props}>
        {children}
      </Trigger>
    );
  }
  if (!isValidElement<Record<string, unknown>>(children))
    throw new Error('DropdownMenuTrigger needs one element');
  // Radix's closed trigger, attribute for attribute (its id and aria-controls come when it is live).
  return cloneElement(
    children as ReactElement<Record<string, unknown>>,
    withLookAlike(
      {
        type: 'button',
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        'data-state': 'closed',
        ...children.props,
      },
      live.lookAlike,
    ),
  );
}

export function DropdownMenuContent(props: ComponentPropsWithRef<Kit['DropdownMenuContent']>) {
  const live = use(MenuContext);
  const Content = live?.kit?.DropdownMenuContent;
  return Content ? <Content {...props} /> : null;
}

export function DropdownMenuGroup(props: ComponentPropsWithRef<Kit['DropdownMenuGroup']>) {
  const { DropdownMenuGroup: Group } = kit();
  return <Group {...props} />;
}

export function DropdownMenuRadioGroup(props: ComponentPropsWithRef<Kit['DropdownMenuRadioGroup']>) {
  const { DropdownMenuRadioGroup: RadioGroup } = kit();
  return <RadioGroup {...props} />;
}

export function DropdownMenuItem(props: ComponentPropsWithRef<Kit['DropdownMenuItem']>) {
  const { DropdownMenuItem: Item } = kit();
  return <Item {...props} />;
}

export function DropdownMenuLabel(props: ComponentPropsWithRef<Kit['DropdownMenuLabel']>) {
  const { DropdownMenuLabel: Label } = kit();
  return <Label {...props} />;
}

export function DropdownMenuSeparator(props: ComponentPropsWithRef<Kit['DropdownMenuSeparator']>) {
  const { DropdownMenuSeparator: Separator } = kit();
  return <Separator {...props} />;
}

export function DropdownMenuRadioItem(props: ComponentPropsWithRef<Kit['DropdownMenuRadioItem']>) {
  const { DropdownMenuRadioItem: RadioItem } = kit();
  return <RadioItem {...props} />;
}
