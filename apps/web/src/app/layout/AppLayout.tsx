import { AppShell } from "@mantine/core";
import { useDisclosure, useDocumentTitle, useMediaQuery } from "@mantine/hooks";
import { MESSAGES } from "@studiodesk/core/messages";
import { buildSideMenu } from "@studiodesk/core/rules/navigation";
import { type ReactNode, useRef } from "react";
import { Outlet, useMatches } from "react-router";
import { UnsavedChangesHost } from "../../shared/components/UnsavedChangesGuard";
import { useSession } from "../../shared/session";
import { useFocusRescue } from "../../shared/use-focus-rescue";
import { prefetchPageCode } from "../dashboard-routes";
import { titledMatches } from "../route-handle";
import { TakeoverPart } from "../takeover";
import { useLiveUpdates } from "../use-live-updates";
import { AccountBanner } from "./AccountBanner";
import { AppFooter } from "./AppFooter";
import { AppHeader } from "./AppHeader";
import { SideMenu } from "./SideMenu";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import { SIDE_MENU_ID } from "./side-menu-id";
import { useFocusPageHeading } from "./use-focus-page-heading";
import { useSideMenuEscape } from "./use-side-menu-escape";

// 000 §9: below 1200 px the side menu collapses behind the burger.
const NAVBAR_BREAKPOINT = 1200;
const NAVBAR_WIDTH = 280;
const NAVBAR_MOBILE_MAX_WIDTH = 320;
const HEADER_HEIGHT = 64;
const FOOTER_HEIGHT = 40;

const NARROW_SCREEN_QUERY = `(max-width: ${NAVBAR_BREAKPOINT - 0.02}px)`;
// Asked as a click or a key arrives; only the side menu's own element follows it as state.
const isNarrowScreen = () => window.matchMedia(NARROW_SCREEN_QUERY).matches;

// The header, the side menu and the page each sit in a Suspense boundary of their own: a page
// the server drew is then taken over (hydrated) part by part, each part its own short task,
// instead of one long task for the whole screen (issue #19). The page counts as taken over
// once every part is (TakeoverPart).
export function AppLayout() {
  const session = useSession();
  const [isNavbarOpened, navbar] = useDisclosure(false);
  const pageTitle = titledMatches(useMatches()).at(-1)?.title;
  const mainRef = useRef<HTMLElement>(null);
  useLiveUpdates(session !== null);
  useFocusPageHeading(mainRef);
  useFocusRescue();
  useSideMenuEscape(() => isNavbarOpened && isNarrowScreen(), navbar.close);
  useDocumentTitle(pageTitle ? `${pageTitle} · Studiodesk` : MESSAGES.appName);

  // RequireSession renders this layout only with a session; the check narrows the type.
  if (!session) return null;
  // 000 §2: no side menu at all unless the organization's app is active.
  const sideMenu = buildSideMenu(session.account);
  const sideMenuPart = sideMenu && (
    <TakeoverPart>
      <SideMenu
        session={session}
        menu={sideMenu}
        onNavigate={navbar.close}
        onIntent={prefetchPageCode}
      />
    </TakeoverPart>
  );

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      footer={{ height: FOOTER_HEIGHT }}
      navbar={
        sideMenu
          ? {
              width: NAVBAR_WIDTH,
              breakpoint: NAVBAR_BREAKPOINT,
              collapsed: { mobile: !isNavbarOpened },
            }
          : undefined
      }
      padding="md"
      // Below the breakpoint Mantine opens the navbar full width; keeping it narrower
      // leaves content visible beside it, and clicking that content closes it (000 §2).
      styles={{ navbar: { maxWidth: NAVBAR_MOBILE_MAX_WIDTH } }}
    >
      <SkipLink />
      <AppShell.Header>
        <TakeoverPart>
          <AppHeader
            session={session}
            hasNavbar={sideMenu !== null}
            isNavbarOpened={isNavbarOpened}
            onToggleNavbar={navbar.toggle}
          />
        </TakeoverPart>
      </AppShell.Header>
      {sideMenu && <SideMenuNavbar isOpened={isNavbarOpened}>{sideMenuPart}</SideMenuNavbar>}
      {/* 000 §2: clicking the content closes the opened side menu on small screens. */}
      <AppShell.Main
        id={MAIN_CONTENT_ID}
        ref={mainRef}
        tabIndex={-1}
        onClickCapture={(event) => {
          if (!isNavbarOpened || !isNarrowScreen()) return;
          // That click only closes the menu, as a drawer's backdrop would: it pressed what was
          // under it too (a tap beside the menu opened a member's profile). A click in a dialog
          // the page opened reaches here through React's tree, not the page; it is left alone.
          if (!mainRef.current?.contains(event.target as Node)) return;
          event.preventDefault();
          event.stopPropagation();
          navbar.close();
        }}
      >
        {session.account.appInformation.accountBanner && (
          <AccountBanner banner={session.account.appInformation.accountBanner} />
        )}
        <TakeoverPart>
          <UnsavedChangesHost>
            <Outlet />
          </UnsavedChangesHost>
        </TakeoverPart>
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}

// Below the breakpoint a closed side menu is off screen: inert, so Tab does not walk through
// twenty links no one can see. The width is state here, not in the layout: on a phone it
// changes just after the first render, and a change in the layout would re-render the shell
// around parts not yet taken over, which React then takes over all at once, in one long task
// (issue #19). The menu part, unchanged, is left to be taken over on its own.
function SideMenuNavbar({ isOpened, children }: { isOpened: boolean; children: ReactNode }) {
  // false, as the server drew it: a wide screen then sets nothing after the first render.
  const isNarrow = useMediaQuery(NARROW_SCREEN_QUERY, false);
  return (
    <AppShell.Navbar id={SIDE_MENU_ID} aria-label={MESSAGES.sideMenu} inert={isNarrow && !isOpened}>
      {children}
    </AppShell.Navbar>
  );
}
