import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { MESSAGES } from "@studiodesk/core/messages";
import { IconHome } from "@tabler/icons-react";
import { Link, useMatches } from "react-router";
import { titledMatches } from "../route-handle";

// 000 §2: a home link plus the names of the matched routes; the last one is the page.
export function AppBreadcrumbs() {
  const crumbs = titledMatches(useMatches());
  return (
    <Breadcrumbs component="nav" aria-label={MESSAGES.breadcrumb} visibleFrom="sm">
      <Anchor component={Link} to="/dashboard" aria-label={MESSAGES.home} c="dimmed" display="flex">
        <IconHome size={18} />
      </Anchor>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Text key={crumb.id} size="sm" fw={500} aria-current="page">
            {crumb.title}
          </Text>
        ) : (
          <Anchor key={crumb.id} component={Link} to={crumb.pathname} size="sm">
            {crumb.title}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
