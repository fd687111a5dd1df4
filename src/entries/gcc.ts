// The locked GCC stub: the path exists only to freeze the contract's request shape. The
// service does not issue, sign, certify or file a certificate: under 16 CFR 1110 the
// certifier is the manufacturer or the importer of record.
export const GCC_STUB_MESSAGE =
  'POST /api/v1/entries/gcc/generate is a locked contract stub: it exists only to keep the request shape frozen. ' +
  'dutyscout does not issue, sign, certify or file a General Certificate of Conformity (GCC) or a Children\'s Product Certificate (CPC); ' +
  'under 16 CFR 1110 the certifier is the manufacturer or the importer of record.';
