/**
 * The demo book of business: Florida commercial insureds, their policies,
 * portals, documents, GL products and claims. Chosen so that the dashboard's
 * computed tiles (src/shared/dashboard.ts) come out as SPEC §2 shows them:
 * 5 active portals, 5 recent documents, $1,217,500 of active premium and
 * 100% active policies (no policy is inactive).
 */

import type { PortalBusinessType } from "../../../shared/portal";

type Agent = "agent" | "agent2";

export interface DemoInsured {
  key: string;
  name: string;
  businessType: "Corporation" | "LLC" | "Partnership" | "Sole Proprietorship" | "Non-Profit";
  contactName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  agent: Agent;
  policy: {
    policyType:
      "General Liability" | "Professional Liability" | "Property" | "Workers Compensation" | "Commercial Auto";
    status: "draft" | "pending" | "active";
    effectiveDate: string;
    premium: number;
    coverage: number;
    description: string;
    endorsements: string[];
  };
  /** The portal staff work the account in, when there is one. */
  portal?: {
    name: string;
    /** The line of business (SPEC §9), not the legal form above. */
    businessType: PortalBusinessType;
    status: "Active" | "Pending" | "Draft";
    coverageType: "Standard" | "Enhanced" | "Premium";
    schemaId: string;
  };
}

export const demoInsureds: DemoInsured[] = [
  {
    key: "bayshore",
    name: "Bayshore Dental Group LLC",
    businessType: "LLC",
    contactName: "Dr. Elena Marquez",
    email: "office@bayshoredental.example.com",
    phone: "(813) 555-0142",
    address: "2101 Bayshore Blvd, Suite 300",
    city: "Tampa",
    zipCode: "33606",
    agent: "agent",
    policy: {
      policyType: "Professional Liability",
      status: "active",
      effectiveDate: "2026-02-01",
      premium: 148_500,
      coverage: 3_000_000,
      description: "Dental professional liability for six dentists and twelve hygienists, claims-made with prior acts.",
      endorsements: ["Prior Acts Coverage", "Regulatory Defense Sublimit $50,000"],
    },
    portal: {
      businessType: "Healthcare Services",
      name: "Bayshore Dental – Professional",
      status: "Active",
      coverageType: "Enhanced",
      schemaId: "PL-DENT",
    },
  },
  {
    key: "gulf-coast-marine",
    name: "Gulf Coast Marine Services Corp.",
    businessType: "Corporation",
    contactName: "Robert Tran",
    email: "risk@gulfcoastmarine.example.com",
    phone: "(727) 555-0178",
    address: "1 Bayboro Harbor Dr",
    city: "St. Petersburg",
    zipCode: "33701",
    agent: "agent",
    policy: {
      policyType: "Property",
      status: "active",
      effectiveDate: "2026-06-01",
      // With the member household's $2,400 (seed-member-household.ts), active premium totals SPEC §2's $1,217,500.
      premium: 409_600,
      coverage: 18_500_000,
      description:
        "Boatyard, dry-stack storage and repair shops on Bayboro Harbor; windstorm included, 5% named-storm deductible.",
      endorsements: ["Named Storm Deductible 5%", "Flood Sublimit $2,500,000", "Equipment Breakdown"],
    },
    portal: {
      businessType: "Manufacturing",
      name: "Gulf Coast Marine – Property",
      status: "Active",
      coverageType: "Premium",
      schemaId: "CP-MAR",
    },
  },
  {
    key: "sarasota-builders",
    name: "Sarasota Bay Builders",
    businessType: "Partnership",
    contactName: "Linda Okafor",
    email: "linda@sarasotabaybuilders.example.com",
    phone: "(941) 555-0110",
    address: "1800 Main St",
    city: "Sarasota",
    zipCode: "34236",
    agent: "agent2",
    policy: {
      policyType: "General Liability",
      status: "active",
      effectiveDate: "2026-04-15",
      premium: 236_750,
      coverage: 5_000_000,
      description:
        "Residential remodeling and roofing contractor, Sarasota and Manatee counties; subcontractors carry their own GL.",
      endorsements: ["Additional Insured – Owners, Lessees or Contractors (CG 20 10)", "Waiver of Subrogation"],
    },
    portal: {
      businessType: "Construction",
      name: "Sarasota Bay Builders – GL",
      status: "Active",
      coverageType: "Standard",
      schemaId: "GL-CON",
    },
  },
  {
    key: "coral-gables-bakery",
    name: "Maria Delgado d/b/a Coral Gables Bakery",
    businessType: "Sole Proprietorship",
    contactName: "Maria Delgado",
    email: "maria@coralgablesbakery.example.com",
    phone: "(305) 555-0163",
    address: "250 Miracle Mile",
    city: "Coral Gables",
    zipCode: "33134",
    agent: "agent2",
    policy: {
      policyType: "Workers Compensation",
      status: "active",
      effectiveDate: "2026-01-01",
      premium: 96_250,
      coverage: 1_000_000,
      description: "Florida workers compensation for 22 bakery and counter employees; employer's liability $1,000,000.",
      endorsements: ["Florida Drug-Free Workplace Credit"],
    },
    portal: {
      name: "Coral Gables Bakery – Workers Comp",
      businessType: "General",
      status: "Active",
      coverageType: "Standard",
      schemaId: "WC-FL",
    },
  },
  {
    key: "suncoast-food-bank",
    name: "Suncoast Community Food Bank, Inc.",
    businessType: "Non-Profit",
    contactName: "James Whitfield",
    email: "operations@suncoastfoodbank.example.org",
    phone: "(239) 555-0125",
    address: "3500 Fowler St",
    city: "Fort Myers",
    zipCode: "33901",
    agent: "agent",
    policy: {
      policyType: "Commercial Auto",
      status: "active",
      effectiveDate: "2026-09-01",
      premium: 324_000,
      coverage: 2_000_000,
      description: "Fleet of 14 refrigerated box trucks and 6 vans serving Lee, Collier and Charlotte counties.",
      endorsements: ["Hired and Non-Owned Auto", "Volunteer Drivers as Insureds"],
    },
    portal: {
      businessType: "Transportation & Logistics",
      name: "Suncoast Food Bank – Fleet",
      status: "Active",
      coverageType: "Enhanced",
      schemaId: "CA-FLT",
    },
  },
  {
    key: "naples-yacht-club",
    name: "Naples Harbor Yacht Club, Inc.",
    businessType: "Corporation",
    contactName: "Catherine Wells",
    email: "manager@naplesharboryc.example.com",
    phone: "(239) 555-0187",
    address: "700 Harbour Dr",
    city: "Naples",
    zipCode: "34103",
    agent: "agent",
    policy: {
      policyType: "Property",
      status: "pending",
      effectiveDate: "2026-12-01",
      premium: 287_000,
      coverage: 9_750_000,
      description: "Clubhouse, docks and fuel dock; awaiting the wind mitigation inspection before binding.",
      endorsements: [],
    },
    portal: {
      name: "Naples Harbor Yacht Club – Property",
      businessType: "General",
      status: "Pending",
      coverageType: "Premium",
      schemaId: "CP-MAR",
    },
  },
  {
    key: "tallahassee-print",
    name: "Capital City Print & Copy LLC",
    businessType: "LLC",
    contactName: "Derrick Evans",
    email: "derrick@capitalcityprint.example.com",
    phone: "(850) 555-0139",
    address: "1415 W Tennessee St",
    city: "Tallahassee",
    zipCode: "32304",
    agent: "agent2",
    policy: {
      policyType: "General Liability",
      status: "draft",
      effectiveDate: "2027-01-01",
      premium: 18_400,
      coverage: 1_000_000,
      description: "Print, scanning and document-imaging services for state agencies; quote in progress.",
      endorsements: [],
    },
    portal: {
      name: "Capital City Print – New Business",
      businessType: "Technology Services",
      status: "Draft",
      coverageType: "Standard",
      schemaId: "GL-RET",
    },
  },
  {
    key: "pensacola-surf",
    name: "Kai Thompson d/b/a Pensacola Beach Surf Co.",
    businessType: "Sole Proprietorship",
    contactName: "Kai Thompson",
    email: "kai@pensacolasurf.example.com",
    phone: "(850) 555-0192",
    address: "16 Via de Luna Dr",
    city: "Pensacola Beach",
    zipCode: "32561",
    agent: "agent2",
    policy: {
      policyType: "Property",
      status: "pending",
      effectiveDate: "2026-12-15",
      premium: 12_900,
      coverage: 450_000,
      description: "Retail surf shop and board rentals on Santa Rosa Island.",
      endorsements: [],
    },
  },
  {
    key: "orlando-events",
    name: "Lake Eola Event Rentals LLC",
    businessType: "LLC",
    contactName: "Priya Raman",
    email: "priya@lakeeolaevents.example.com",
    phone: "(407) 555-0151",
    address: "120 E Central Blvd",
    city: "Orlando",
    zipCode: "32801",
    agent: "agent",
    policy: {
      policyType: "Commercial Auto",
      status: "draft",
      effectiveDate: "2027-02-01",
      premium: 54_300,
      coverage: 1_000_000,
      description: "Delivery trucks for tents, staging and furniture.",
      endorsements: [],
    },
  },
  {
    key: "riverside-pediatrics",
    name: "Riverside Pediatric Associates",
    businessType: "Partnership",
    contactName: "Dr. Samuel Greene",
    email: "admin@riversidepeds.example.com",
    phone: "(904) 555-0117",
    address: "2623 Herschel St",
    city: "Jacksonville",
    zipCode: "32204",
    agent: "agent",
    policy: {
      policyType: "Professional Liability",
      status: "pending",
      effectiveDate: "2026-12-01",
      premium: 72_800,
      coverage: 2_000_000,
      description: "Four pediatricians and two nurse practitioners; submission with the underwriter.",
      endorsements: [],
    },
  },
];

export interface DemoDocument {
  name: string;
  insured: string;
  category: "Application" | "Policy" | "Endorsement" | "Inspection" | "Claim" | "Correspondence" | "Billing";
  status: "Draft" | "Under Review" | "Pending Approval" | "Approved";
  priority: "Urgent" | "High" | "Medium" | "Low";
  /** How long before the seed it was last changed. Within 30 days it counts as recent. */
  hoursAgo: number;
  modifiedBy: "staff" | Agent;
  lines: string[];
}

export const demoDocuments: DemoDocument[] = [
  {
    name: "Wind Mitigation Inspection (OIR-B1-1802).pdf",
    insured: "gulf-coast-marine",
    category: "Inspection",
    status: "Under Review",
    priority: "High",
    hoursAgo: 2,
    modifiedBy: "agent",
    lines: [
      "Form OIR-B1-1802 (Rev. 01/12)",
      "Roof deck attachment: A",
      "Roof-to-wall: clips",
      "Opening protection: hurricane shutters",
    ],
  },
  {
    name: "Commercial Property Application (ACORD 140).pdf",
    insured: "sarasota-builders",
    category: "Application",
    status: "Pending Approval",
    priority: "Urgent",
    hoursAgo: 26,
    modifiedBy: "agent2",
    lines: ["ACORD 140 Property Section", "Construction: masonry non-combustible", "Protection class: 3"],
  },
  {
    name: "Loss Runs 2021-2025.pdf",
    insured: "bayshore",
    category: "Application",
    status: "Draft",
    priority: "Medium",
    hoursAgo: 74,
    modifiedBy: "agent",
    lines: [
      "Five-year loss history from the prior carrier",
      "No paid losses; one closed-without-payment notice (2023)",
    ],
  },
  {
    name: "Certificate of Insurance - Lee County Schools.pdf",
    insured: "suncoast-food-bank",
    category: "Correspondence",
    status: "Approved",
    priority: "Low",
    hoursAgo: 150,
    modifiedBy: "staff",
    lines: ["Certificate holder: School District of Lee County", "Additional insured: as required by written contract"],
  },
  {
    name: "Named Storm Deductible Endorsement.pdf",
    insured: "coral-gables-bakery",
    category: "Endorsement",
    status: "Approved",
    priority: "Medium",
    hoursAgo: 290,
    modifiedBy: "staff",
    lines: ["Named storm deductible: 2% of Coverage A", "Applies to hurricanes named by the National Hurricane Center"],
  },
  {
    name: "Declarations Page 2026.pdf",
    insured: "gulf-coast-marine",
    category: "Policy",
    status: "Approved",
    priority: "Low",
    hoursAgo: 75 * 24,
    modifiedBy: "staff",
    lines: ["Policy period: 06/01/2026 to 06/01/2027", "Total insured value: $18,500,000"],
  },
  {
    name: "Roof Condition Certification.pdf",
    insured: "sarasota-builders",
    category: "Inspection",
    status: "Approved",
    priority: "Medium",
    hoursAgo: 90 * 24,
    modifiedBy: "staff",
    lines: ["Roof covering: architectural shingle, installed 2021", "Remaining useful life: at least 5 years"],
  },
  {
    name: "Premium Finance Agreement.pdf",
    insured: "bayshore",
    category: "Billing",
    status: "Approved",
    priority: "Low",
    hoursAgo: 120 * 24,
    modifiedBy: "staff",
    lines: ["Down payment 25%, nine monthly installments", "Finance company: Sunshine Premium Finance (demo)"],
  },
];
