import { Schema } from 'effect';
import { BrowserMessages } from './browserMessages.ts';
import { TEAM_ROLES, type AccessLevel as AccessLevelType, type TeamRole as TeamRoleType } from './teamRoles.ts';

// The roles of teamRoles.ts as schemas, for payloads (sub-user forms, the profile).

export const TeamRole: Schema.Codec<TeamRoleType> = Schema.Literals(TEAM_ROLES).annotate({ message: BrowserMessages.teamRoleUnknown });
export const AccessLevel: Schema.Codec<AccessLevelType> = Schema.Literals(['owner', ...TEAM_ROLES]);
