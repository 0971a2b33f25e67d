import { Anchor, Group, Text } from "@mantine/core";
import type { Relationship } from "@studiodesk/core/contracts/members";
import { MESSAGES } from "@studiodesk/core/messages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { QueryTable } from "../../../../shared/components/QueryTable";
import { ToneBadge } from "../../../../shared/components/ToneBadge";
import { memberProfilePath } from "../../../../shared/member-profile-path";
import { memberRelationshipsQueryOptions } from "../../members.api";

// 000 §2: a related member's profile opens on click, except a temporary one (tempUid).
function RelatedName({ relationship }: { relationship: Relationship }) {
  if (relationship.tempUid || !relationship.uid) {
    return <Text size="sm">{relationship.name}</Text>;
  }
  return (
    <Anchor component={Link} to={memberProfilePath(relationship.uid)} size="sm">
      {relationship.name}
    </Anchor>
  );
}

export function RelationshipsTab({ uid }: { uid: string }) {
  const relationships = useQuery(memberRelationshipsQueryOptions(uid));

  return (
    <QueryTable
      isEmptyCard
      query={relationships}
      label="relationships"
      emptyMessage={MESSAGES.memberHasNoRelationships}
      rowKey={(relationship) => relationship.id}
      maw={820}
      columns={[
        {
          header: MESSAGES.name,
          cell: (relationship) => <RelatedName relationship={relationship} />,
        },
        { header: MESSAGES.relationship, cell: (relationship) => relationship.relationshipType },
        {
          header: MESSAGES.state,
          cell: (relationship) => (
            <Group gap="xs">
              {relationship.isPending && <ToneBadge tone="yellow">{MESSAGES.pending}</ToneBadge>}
              {relationship.isRequesting && (
                <ToneBadge tone="blue">{MESSAGES.requesting}</ToneBadge>
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}
