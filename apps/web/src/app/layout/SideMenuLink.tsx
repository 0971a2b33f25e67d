import type { TablerIcon } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "./SideMenuLink.module.css";

type SideMenuLinkProps = {
  to: string;
  label: string;
  Icon: TablerIcon;
  isActive: boolean;
  onClick: () => void;
  // The pointer or focus reached the entry: its page's code may start loading.
  onIntent: () => void;
};

// One entry of the side menu: a link with its icon, marked as the current page when active.
export function SideMenuLink({ to, label, Icon, isActive, onClick, onIntent }: SideMenuLinkProps) {
  return (
    <Link
      to={to}
      className={`${classes.link} mantine-focus-auto`}
      aria-current={isActive ? "page" : undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <Icon size={18} stroke={1.6} aria-hidden />
      {label}
    </Link>
  );
}
