import { Anchor, Group, Table, Text } from "@mantine/core";
import type { Relationship } from "@studiodesk/core/contracts/members";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { QueryState } from "../../../../shared/components/QueryState";
import { memberProfilePath } from "../../member-routes";
import { memberRelationshipsQueryOptions } from "../../members.api";
import { ToneBadge } from "../ToneBadge";

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
    <QueryState
      isEmptyCard
      query={relationships}
      label="relationships"
      emptyMessage="This member has no relationships."
    >
      {(items) => (
        <Table verticalSpacing="sm" maw={820}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Relationship</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((relationship) => (
              <Table.Tr key={relationship.id}>
                <Table.Td>
                  <RelatedName relationship={relationship} />
                </Table.Td>
                <Table.Td>{relationship.relationshipType}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {relationship.isPending && <ToneBadge tone="yellow">Pending</ToneBadge>}
                    {relationship.isRequesting && <ToneBadge tone="blue">Requesting</ToneBadge>}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </QueryState>
  );
}
