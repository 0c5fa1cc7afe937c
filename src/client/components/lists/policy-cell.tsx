import { Link } from "react-router";
import { pathTo } from "../../../shared/routes";

/** A table cell naming a policy: its number, linked to the staff policy page, over the insured's name. */
export function PolicyCell({ policy }: { policy: { policyId: string; policyNumber: string; insuredName: string } }) {
  return (
    <div className="space-y-1">
      <Link
        to={pathTo("policyDetail", { policyId: policy.policyId })}
        className="font-medium text-primary underline underline-offset-2"
      >
        {policy.policyNumber}
      </Link>
      <p>{policy.insuredName}</p>
    </div>
  );
}
