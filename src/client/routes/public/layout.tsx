import { Outlet } from "react-router";
import { PublicChrome } from "../../components/layout/public-chrome";
import { useLocalizedMeta } from "../../hooks/use-localized-meta";

export default function PublicLayout() {
  useLocalizedMeta();
  return (
    <PublicChrome>
      <Outlet />
    </PublicChrome>
  );
}
