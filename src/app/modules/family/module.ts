import type { Container } from 'inversify';

import { FamilyMembers, keepFamilyWithSession } from '../../../../domain/family/family-members';
import { FamilyTreeWebView } from '../../../../domain/family/family-tree';
import { keepLinkingWithSession, MemberLinking } from '../../../../domain/family/member-link';
import type { FamilyApi, TravelMembersApi } from '../../../../domain/family/ports';
import { TravelMembers } from '../../../../domain/family/travel-members';
import type { Drafts } from '../../../../domain/shared/drafts';
import type { ErrorPolicy } from '../../../../domain/session/error-policy';
import type { ProfileQueries } from '../../../../domain/session/profile';
import type { Session } from '../../../../domain/session/session';
import type { Clock } from '../../../../domain/shared/ports';
import type { QueryCache } from '../../../../domain/shared/query';
import { TOKENS } from '../../tokens';
import { FAMILY } from './tokens';
import type { FeatureModule } from '..';
import { bindPort, type Backend } from '../backend';

/**
 * Family members: the list every "for whom" choice reads (consultations and diagnostics), adding
 * one on the spot, the family pages and the family-tree web view. One FamilyMembers for the app,
 * so a member added in one place shows in every picker; it is forgotten when the session ends.
 */
export const feature: FeatureModule = {
  requires: ['queries'],
  bind(container: Container, backend: Backend) {
    bindPort(
      container,
      FAMILY.FamilyApi,
      backend.port({ http: ({ http }) => import('../../../../adapters/http/family-api').then((m) => new m.HttpFamilyApi(http)), fake: (fakes) => fakes.familyApi }),
    );

    container
      .bind(FAMILY.FamilyMembers)
      .toResolvedValue(
        (api: FamilyApi, errors: ErrorPolicy, clock: Clock, session: Session, queries: QueryCache, profile: ProfileQueries) => {
          const patientDateOfBirth = async () => (await profile.prefilled().value()).map((me) => me.dateOfBirth).unwrapOr(null);
          const family = new FamilyMembers({ api, errors, clock, queries, patientDateOfBirth });
          keepFamilyWithSession(family, session.header$);
          return family;
        },
        [FAMILY.FamilyApi, TOKENS.Errors, TOKENS.Clock, TOKENS.Session, TOKENS.Queries, TOKENS.Profile],
      )
      .inSingletonScope();
    container
      .bind(FAMILY.MemberLinking)
      .toResolvedValue(
        (api: FamilyApi, family: FamilyMembers, clock: Clock, session: Session, profile: ProfileQueries) => {
          const patientMobile = async () => (await profile.prefilled().value()).map((me) => me.mobileNumber).unwrapOr(null);
          const linking = new MemberLinking({ api, family, clock, patientMobile });
          keepLinkingWithSession(linking, session.header$);
          return linking;
        },
        [FAMILY.FamilyApi, FAMILY.FamilyMembers, TOKENS.Clock, TOKENS.Session, TOKENS.Profile],
      )
      .inSingletonScope();
    container
      .bind(FAMILY.FamilyTree)
      .toResolvedValue(
        (api: FamilyApi, clock: Clock, queries: QueryCache) => new FamilyTreeWebView({ api, clock, queries }),
        [FAMILY.FamilyApi, TOKENS.Clock, TOKENS.Queries],
      )
      .inSingletonScope();

    bindPort(
      container,
      FAMILY.TravelMembersApi,
      backend.port({
        http: ({ http }) => import('../../../../adapters/http/travel-members-api').then((m) => new m.HttpTravelMembersApi(http)),
        fake: (fakes) => fakes.travelMembersApi,
      }),
    );
    container
      .bind(FAMILY.TravelMembers)
      .toResolvedValue(
        (api: TravelMembersApi, queries: QueryCache, clock: Clock, drafts: Drafts) => new TravelMembers({ api, queries, clock, drafts }),
        [FAMILY.TravelMembersApi, TOKENS.Queries, TOKENS.Clock, TOKENS.Drafts],
      )
      .inSingletonScope();
  },
};
