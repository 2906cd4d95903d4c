import { describe, expect, it } from "vitest";
import { countDocsQuerySchema } from "./count.js";
import {
  countOf,
  dashboardPlan,
  isDashboardListState,
  PRO_DASHBOARD_STATES,
  type DashboardListState,
} from "./dashboard.js";
import { feedQuerySchema } from "./api.js";

const listStates = PRO_DASHBOARD_STATES.filter(isDashboardListState);

describe("dashboard states → feed and count queries (000 §2, §7)", () => {
  it("maps each list state to the feed's explicit status and type lists", () => {
    const feeds = Object.fromEntries(listStates.map((s) => [s, dashboardPlan(s).feed]));
    expect(feeds).toEqual({
      DASHBOARD: { status: "NEW,PROCESSING", order: "asc" },
      DOCS_PRESC_ONLY: { type: "PRESC_DRUG,PRESC_MTL" },
      DOCS_PROCESSING_ONLY: { status: "PROCESSING" },
      DOCS_PROCESSED_ONLY: { status: "READY,CANCELED,DELIVERY,DELIVERED" },
      DOCS_RESULTS_READY_ONLY: { status: "RESULTS_READY" },
      DOCS_RESULTS_OPENED_ONLY: { status: "RESULTS_OPENED" },
      DOCS_NEW_ONLY: { status: "NEW" },
      DOCS_MESSAGES_ONLY: { messages_only: true },
      DOCS_RENEW_ONLY: { status: "RENEWING_ACTIVE,RENEWING_STANDBY" },
      DOCS_PATIENT_FILTER: {},
      DOCS_HPRIM_ONLY: { type: "ANALYS_RES" },
      DOCS_ALL: {},
      MANAGER_GROUP: { members_only: true },
    });
  });

  it("leaves the link states out of the lists; a manager's group list has no count", () => {
    expect(PRO_DASHBOARD_STATES.filter((s) => !isDashboardListState(s))).toEqual([
      "DIRECTORY_PRO",
      "PROFILE",
      "OP_MARKETING",
    ]);
    expect(dashboardPlan("MANAGER_GROUP").count).toBeNull();
    expect(isDashboardListState("NOPE")).toBe(false);
  });

  it("produces queries the feed and the count schemas accept", () => {
    for (const state of listStates) {
      const plan = dashboardPlan(state, { patientName: "Dur", types: ["PRESC_OPT"] });
      expect(feedQuerySchema.safeParse(plan.feed).success, state).toBe(true);
      if (plan.count) expect(countDocsQuerySchema.safeParse(plan.count.query).success).toBe(true);
    }
  });

  it("adds the patient's name, except under Messages, and limits to the dashboard's types", () => {
    expect(dashboardPlan("DOCS_NEW_ONLY", { patientName: " Dur " }).feed).toEqual({
      status: "NEW",
      res_patient_name: "Dur",
    });
    expect(dashboardPlan("DOCS_MESSAGES_ONLY", { patientName: "Dur" }).feed).toEqual({
      messages_only: true,
    });
    expect(dashboardPlan("DOCS_MESSAGES_ONLY").count).toEqual({
      query: { filter: "on" },
      unreadMessages: true,
    });
    const optician = dashboardPlan("DASHBOARD", { types: ["PRESC_OPT"] });
    expect(optician.feed).toEqual({ status: "NEW,PROCESSING", type: "PRESC_OPT", order: "asc" });
    expect(optician.count?.query).toEqual({ filter: "on", type: "PRESC_OPT" });
  });

  it("counts a tab from the count answer: its statuses summed, all of them, or unread messages", () => {
    const rows = [
      { id: "NEW", nb: 3 },
      { id: "PROCESSING", nb: 1 },
      { id: "READY", nb: 2 },
      { id: "DELIVERED", nb: 4 },
      { id: "RENEWING_STANDBY", nb: 5 },
    ];
    const answer = { count: rows, unreadMessages: 7 };
    const count = (state: DashboardListState) => countOf(dashboardPlan(state), answer);
    expect(count("DASHBOARD")).toBe(4);
    expect(count("DOCS_NEW_ONLY")).toBe(3);
    expect(count("DOCS_PROCESSED_ONLY")).toBe(6);
    expect(count("DOCS_RENEW_ONLY")).toBe(5);
    expect(count("DOCS_ALL")).toBe(15);
    expect(count("DOCS_RESULTS_OPENED_ONLY")).toBe(0);
    expect(count("DOCS_MESSAGES_ONLY")).toBe(7);
    expect(count("DOCS_PATIENT_FILTER")).toBeUndefined();
    expect(countOf(dashboardPlan("DOCS_ALL"), undefined)).toBeUndefined();
  });
});
