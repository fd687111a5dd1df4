// The call of each operation in the three client libraries, shown on /docs beside its curl.
// Written by hand (a Go struct literal or a Python keyword call is not a JSON body), and held to
// the clients by test/web/docs-examples.test.ts: every operation of both documents has one in
// each language, and each names a method its client has.

export interface ClientExamples {
  node: string;
  python: string;
  go: string;
}

const NODE = "import { Dutyscout } from '@dutyscout/client';\nconst client = new Dutyscout(); // DUTYSCOUT_API_KEY, DUTYSCOUT_BASE_URL\n";
const PYTHON = 'from dutyscout import Dutyscout\nclient = Dutyscout()  # DUTYSCOUT_API_KEY, DUTYSCOUT_BASE_URL\n';
const GO = 'client := dutyscout.NewClient("") // "" reads DUTYSCOUT_API_KEY; DUTYSCOUT_BASE_URL\n';

/** By operationId. */
export const CLIENT_EXAMPLES: Record<string, ClientExamples> = {
  tariffsHtsLookup: {
    node: `${NODE}const { results } = await client.tariffs.hts.lookup(['7326.90.8688', '0101.21.0010'], { asOf: '2026-09-01' });`,
    python: `${PYTHON}answer = client.tariffs.hts.lookup(["7326.90.8688", "0101.21.0010"], as_of="2026-09-01")`,
    go: `${GO}answer, err := client.Tariffs.HTS.Lookup(ctx, []string{"7326.90.8688", "0101.21.0010"}, dutyscout.WithAsOf("2026-09-01"))`,
  },
  pixelsScan: {
    node: `${NODE}const report = await client.pixels.scan('https://shop.example/');`,
    python: `${PYTHON}report = client.pixels.scan("https://shop.example/")`,
    go: `${GO}report, err := client.Pixels.Scan(ctx, "https://shop.example/")`,
  },
  entriesGccGenerate: {
    node: `${NODE}// Always throws BetaError (403 beta): dutyscout never issues a certificate.\nawait client.entries.gcc.generate({ product_info: {}, manufacturer: {}, testing_lab: {} });`,
    python: `${PYTHON}# Always raises BetaError (403 beta): dutyscout never issues a certificate.\nclient.entries.gcc.generate({"product_info": {}, "manufacturer": {}, "testing_lab": {}})`,
    go: `${GO}// Always a *BetaError (403 beta): dutyscout never issues a certificate.\nerr := client.Entries.GCC.Generate(ctx, dutyscout.GCCGenerateRequest{})`,
  },
  scan_storefront: {
    node: `${NODE}const answer = await client.tools.scanStorefront({ url: 'https://shop.example/' });`,
    python: `${PYTHON}answer = client.tools.scan_storefront("https://shop.example/")`,
    go: `${GO}answer, err := client.Tools.ScanStorefront(ctx, dutyscout.ScanStorefrontRequest{URL: "https://shop.example/"})`,
  },
  readiness_check: {
    node: `${NODE}const answer = await client.tools.readinessCheck({ storeUrl: 'https://shop.example/products/rings', htsCode: '9503.00.0073' });`,
    python: `${PYTHON}answer = client.tools.readiness_check("https://shop.example/products/rings", hts_code="9503.00.0073")`,
    go: `${GO}answer, err := client.Tools.ReadinessCheck(ctx, dutyscout.ReadinessCheckRequest{StoreURL: "https://shop.example/products/rings", HTSCode: "9503.00.0073"})`,
  },
  hts_lookup: {
    node: `${NODE}const answer = await client.tools.htsLookup({ htsCodes: ['7326.90.8688', '0101.21.0010'] });`,
    python: `${PYTHON}answer = client.tools.hts_lookup(["7326.90.8688", "0101.21.0010"])`,
    go: `${GO}answer, err := client.Tools.HTSLookup(ctx, dutyscout.HTSLookupToolRequest{HTSCodes: []string{"7326.90.8688", "0101.21.0010"}})`,
  },
  duty_impact: {
    node: `${NODE}const answer = await client.tools.dutyImpact({ htsCodes: ['7326.90.8688'], annualImportValueUsd: 250000, countryOfOrigin: 'china' });`,
    python: `${PYTHON}answer = client.tools.duty_impact(["7326.90.8688"], 250000, "china")`,
    go: `${GO}answer, err := client.Tools.DutyImpact(ctx, dutyscout.DutyImpactRequest{HTSCodes: []string{"7326.90.8688"}, AnnualImportValueUSD: 250000, CountryOfOrigin: "china"})`,
  },
  draft_comment_letter: {
    node: `${NODE}const answer = await client.tools.draftCommentLetter({ company: 'Acme Hardware Imports LLC', contactName: 'Jordan Lee', position: 'oppose', htsCodes: ['7326.90.8688'] });`,
    python: `${PYTHON}answer = client.tools.draft_comment_letter({"company": "Acme Hardware Imports LLC", "contactName": "Jordan Lee", "position": "oppose", "htsCodes": ["7326.90.8688"]})`,
    go: `${GO}answer, err := client.Tools.DraftCommentLetter(ctx, dutyscout.LetterDraftRequest{Company: "Acme Hardware Imports LLC", ContactName: "Jordan Lee", Position: "oppose", HTSCodes: []string{"7326.90.8688"}})`,
  },
};
