import { Outlet } from "react-router";

export default function ShopFrame() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
