# The American mahjong AI (issue 17, "AI"; docs/ai-american.md), included by engine/CMakeLists.txt.
target_sources(mahjongero_engine PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ai_level.cpp ${CMAKE_CURRENT_LIST_DIR}/ai_level.h
    ${CMAKE_CURRENT_LIST_DIR}/seat_knowledge.cpp ${CMAKE_CURRENT_LIST_DIR}/seat_knowledge.h
    ${CMAKE_CURRENT_LIST_DIR}/line_outlook.cpp ${CMAKE_CURRENT_LIST_DIR}/line_outlook.h
    ${CMAKE_CURRENT_LIST_DIR}/opponent_read.cpp ${CMAKE_CURRENT_LIST_DIR}/opponent_read.h
    ${CMAKE_CURRENT_LIST_DIR}/american_ai.cpp ${CMAKE_CURRENT_LIST_DIR}/american_ai.h
    ${CMAKE_CURRENT_LIST_DIR}/table_fold.cpp ${CMAKE_CURRENT_LIST_DIR}/table_fold.h
    ${CMAKE_CURRENT_LIST_DIR}/american_agent.cpp ${CMAKE_CURRENT_LIST_DIR}/american_agent.h
    ${CMAKE_CURRENT_LIST_DIR}/american_hint.cpp ${CMAKE_CURRENT_LIST_DIR}/american_hint.h
)
