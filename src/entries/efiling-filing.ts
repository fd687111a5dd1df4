// Who files the certificate data with CBP, how and from when (16 CFR 1110 as amended by 90 FR
// 1800; provisions.json "efiling" says what of it could be read and what is relied on instead):
// the importer, with each entry, either the full data set in CBP's ACE or a reference to a
// certificate kept in the CPSC Product Registry; from 8 July 2026, and from 8 January 2027 for
// goods entered from a foreign-trade zone. The seller's page does not file anything.
import { provision } from './provisions.ts';
import type { Evidence, ProductFacts } from './types.ts';

export interface EfilingFiling {
  who_files: string;
  ways: string[];
  required_from: string;
  foreign_trade_zone_from: string;
  /** A Product Registry reference the listing shows, if any (the seller's word; not looked up). */
  registry_reference: { identifier: string; evidence: Evidence } | null;
  provision: string;
  quote: string | null;
  unverified: string | null;
}

export function efilingFiling(f: ProductFacts): EfilingFiling {
  const p = provision('efiling');
  const registry = f.certificates.find((c) => c.value.kind === 'registry' && c.value.identifier);
  return {
    who_files: 'the importer (importer of record), at entry with U.S. Customs and Border Protection; the seller\'s listing files nothing',
    ways: [
      'the full set of certificate data elements, filed in CBP\'s Automated Commercial Environment (ACE) with each entry',
      'a reference number of a certificate kept in the CPSC Product Registry, filed in ACE in place of the data elements',
    ],
    required_from: '2026-07-08',
    foreign_trade_zone_from: '2027-01-08',
    registry_reference: registry ? { identifier: registry.value.identifier!, evidence: registry.evidence } : null,
    provision: p.citation,
    quote: p.quote,
    unverified: p.unverified ?? null,
  };
}
