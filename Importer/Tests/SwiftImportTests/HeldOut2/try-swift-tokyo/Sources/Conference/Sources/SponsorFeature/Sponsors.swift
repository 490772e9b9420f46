import ComposableArchitecture
import DataClient
import DependencyExtra
import Foundation
import SharedModels
import SwiftUI

@Reducer
public struct SponsorsList: Sendable {
  @ObservableState
  public struct State: Equatable {

    var searchText: String = ""
    var isSearchBarPresented: Bool = false
    var sponsors: Sponsors?
    @Presents var destination: Destination.State?

    public init() {}
  }

  public enum Action: ViewAction, BindableAction {
    case destination(PresentationAction<Destination.Action>)
    case binding(BindingAction<State>)
    case view(View)

    @CasePathable
    public enum View {
      case onAppear
      case sponsorTapped(Sponsor)
    }
  }

  public init() {}

  @Dependency(DataClient.self) var dataClient
  @Dependency(\.safari) var safari

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .view(.onAppear):
        state.sponsors = try? dataClient.fetchSponsors(.latest)
        return .none

      case .view(.sponsorTapped(let sponsor)):
        guard let url = sponsor.link else { return .none }
        return .run { _ in await safari(url) }
      case .binding:
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  @Reducer
  public enum Destination {}
}

extension SponsorsList.Destination.State: Equatable {}

@ViewAction(for: SponsorsList.self)
public struct SponsorsListView: View {
  @Bindable public var store: StoreOf<SponsorsList>

  public init(store: StoreOf<SponsorsList>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack {
      root
        .onAppear {
          send(.onAppear)
        }
    }
  }

  @ViewBuilder var root: some View {
    if let allPlans = store.sponsors?.allPlans {
      ScrollView {
        ForEach(Plan.allCases, id: \.self) { plan in
          Text(plan.rawValue.localizedCapitalized)
            .font(.title.bold())
            .padding(.top, 64)
            .foregroundStyle(.primary)
            .accessibilityAddTraits(.isHeader)
          LazyVGrid(
            columns: Array(repeating: plan.gridItem, count: plan.columnCount),
            spacing: 8
          ) {
            ForEach(allPlans[plan]!, id: \.self) { sponsor in
              Button {
                send(.sponsorTapped(sponsor))
              } label: {
                VStack(spacing: 8) {
                  plan.image(of: sponsor)
                  if plan.showsName, let name = sponsor.name {
                    Text(name)
                      .font(plan.nameFont)
                      .foregroundStyle(.secondary)
                      .lineLimit(1)
                      .minimumScaleFactor(0.7)
                  }
                }
                .padding()
              }
              #if os(macOS)
                .buttonStyle(.plain)
              #else
                .buttonStyle(.plain)
                .glassEffectIfAvailable(.regular.interactive())
              #endif
              .accessibilityAddTraits(.isLink)
              .accessibilityIgnoresInvertColors()
            }
          }
        }
        .padding()
        .glassEffectContainerIfAvailable()
      }
      .navigationTitle(Text("Sponsors", bundle: .module))
    } else {
      ProgressView()
    }
  }
}

extension Plan {
  var gridItem: GridItem {
    switch self {
    case .platinum:
      return GridItem(.flexible(minimum: 320, maximum: 1024), spacing: 64, alignment: .center)
    case .gold, .silver, .bronze, .diversityAndInclusion, .community, .student:
      return GridItem(.flexible(minimum: 64, maximum: 512), spacing: 64, alignment: .center)
    case .individual:
      return GridItem.init(.adaptive(minimum: 64, maximum: 128), spacing: 4, alignment: .center)
    }

  }
  var columnCount: Int {
    switch self {
    case .platinum:
      return 1
    case .gold, .silver, .bronze, .diversityAndInclusion, .community, .student:
      return 2
    case .individual:
      return 4
    }
  }

  var nameFont: Font {
    switch self {
    case .platinum:
      return .headline
    case .gold, .silver:
      return .subheadline
    case .bronze, .diversityAndInclusion, .community, .student:
      return .caption
    case .individual:
      return .caption2
    }
  }

  var showsName: Bool {
    switch self {
    case .individual:
      return false
    default:
      return true
    }
  }

  @ViewBuilder
  func image(of sponsor: Sponsor) -> some View {
    switch self {
    case .individual:
      Image(sponsor.imageName, bundle: .module)
        .resizable()
        .aspectRatio(contentMode: .fit)
        .frame(maxWidth: 300)
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .contentShape(RoundedRectangle(cornerRadius: 24))
    default:
      Image(sponsor.imageName, bundle: .module)
        .resizable()
        .aspectRatio(contentMode: .fit)
        .padding()
        .background(.white)
        .frame(maxWidth: 300)
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .contentShape(RoundedRectangle(cornerRadius: 24))
        .compositingGroup()
    }
  }
}
