import { z } from "zod";
import { message } from "./messages/message";
import { hasUnsafeNameCharacter, maxFileNameLength } from "./file-name";
import { maxPageSize } from "./policy";

/** SPEC §4 document statuses, plus Rejected, which the workflow needs. */
export const documentStatuses = [
  "Draft",
  "Under Review",
  "Pending Approval",
  "Approved",
  "Rejected",
  "Completed",
] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
/** SPEC §4, most urgent first. */
export const documentPriorities = ["Urgent", "High", "Medium", "Low"] as const;
export const documentCategories = [
  "Application",
  "Policy",
  "Endorsement",
  "Inspection",
  "Claim",
  "Correspondence",
  "Billing",
  "Other",
] as const;
/** What kind of file, for people; set from the detected content on upload. */
export const documentTypes = ["PDF", "Word", "Excel", "PowerPoint", "Image", "Other"] as const;

/** SPEC §3 workflow actions; "review" is labelled Send for Review. */
export const workflowActions = ["approve", "reject", "review"] as const;
export type WorkflowAction = (typeof workflowActions)[number];

/** The only moves the workflow allows: from each status, where each action leads. */
export const workflowTransitions: Record<DocumentStatus, Partial<Record<WorkflowAction, DocumentStatus>>> = {
  Draft: { review: "Under Review" },
  "Under Review": { approve: "Approved", reject: "Rejected" },
  "Pending Approval": { approve: "Approved", reject: "Rejected" },
  Rejected: { review: "Under Review" },
  Approved: {},
  Completed: {},
};

/** Once approved (or completed) a document is a record: no edit, no delete. */
export const isLocked = (status: DocumentStatus) => status === "Approved" || status === "Completed";

export const documentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(documentTypes),
  status: z.enum(documentStatuses),
  priority: z.enum(documentPriorities),
  category: z.enum(documentCategories),
  size: z.number(),
  contentType: z.string().nullable(),
  contentHash: z.string().nullable(),
  hasFile: z.boolean(),
  rejectionReason: z.string().nullable(),
  visibleToInsured: z.boolean(),
  portalId: z.string().nullable(),
  portalIdentity: z.string().nullable(),
  policyId: z.string().nullable(),
  lastModified: z.string(),
  /** The name of who changed it last. */
  modifiedBy: z.string().nullable(),
});
export type Document = z.infer<typeof documentSchema>;

// The same characters an uploaded file's name loses (server/modules/documents/detect-file-kind.ts) are refused here.
const documentName = z
  .string()
  .trim()
  .min(1, message("check.document.name"))
  .max(maxFileNameLength)
  .refine((name) => !hasUnsafeNameCharacter(name), message("check.document.unsafeName"));

/** POST /api/portal/{id}/documents: a document entry, with the file of an earlier upload or none yet. */
export const newDocumentSchema = z
  .object({
    name: documentName,
    category: z.enum(documentCategories).default("Other"),
    priority: z.enum(documentPriorities).default("Medium"),
    type: z.enum(documentTypes).optional(),
    visibleToInsured: z.boolean().default(false),
    /** An upload (POST /api/upload) not yet on a portal, to attach here. */
    documentId: z.string().min(1).max(100).optional(),
  })
  .strict();
export type NewDocument = z.infer<typeof newDocumentSchema>;

/** PUT: the document's details. Its status moves only through the workflow. */
export const documentChangeSchema = z
  .object({
    name: documentName,
    category: z.enum(documentCategories),
    priority: z.enum(documentPriorities),
    type: z.enum(documentTypes),
    visibleToInsured: z.boolean(),
  })
  .partial()
  .strict();
export type DocumentChange = z.infer<typeof documentChangeSchema>;

export const workflowRequestSchema = z
  .object({
    action: z.enum(workflowActions),
    reason: z.string().trim().max(1000).optional(),
  })
  .strict()
  .refine((request) => request.action !== "reject" || (request.reason?.length ?? 0) > 0, {
    path: ["reason"],
    message: message("check.document.rejectReason"),
  });
export type WorkflowRequest = z.infer<typeof workflowRequestSchema>;

export const documentListSchema = z.object({
  searchTerm: z.string().trim().max(200).optional(),
  /** Only the documents of this policy. */
  policyId: z.string().min(1).max(100).optional(),
  status: z.enum(documentStatuses).optional(),
  priority: z.enum(documentPriorities).optional(),
  category: z.enum(documentCategories).optional(),
  sortBy: z.enum(["lastModified", "name", "status", "priority", "category", "size"]).default("lastModified"),
  sortDirection: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(10),
});
export type DocumentList = z.infer<typeof documentListSchema>;

/** SPEC §2 Recent Documents' four counters. High priority means High or Urgent. */
export const documentCountersSchema = z.object({
  total: z.number(),
  approved: z.number(),
  underReview: z.number(),
  highPriority: z.number(),
});
