import { ZUploadParams } from "@studiodesk/core/contracts/content";
import { staffRoutes } from "../../shared/staff-routes";
import { discardUpload } from "./content-uploads.service";

// Uploads are made through each feature (POST /documents/uploads …); any of them may be
// dropped again before the form is saved.
export const contentUploadsRoutes = staffRoutes("content", (route) => {
  route.delete(
    "/content-uploads/:uploadId",
    { params: ZUploadParams, status: 204 },
    ({ deps, auth, params }) => discardUpload(deps, auth, params.uploadId),
  );
});
